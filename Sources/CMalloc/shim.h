// glibc's malloc tuning (mallopt), which Swift's Glibc module leaves out.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
