#ifndef AXAUDIT_CLIBXML2_SHIM_H
#define AXAUDIT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and encoding.h then pulls in ICU's headers,
   which clash with Foundation's own copy of ICU in the same Swift module graph.
   axaudit never touches the ICU converter fields (only pointers to the structs
   that hold them), so the headers are read without them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/HTMLparser.h>
#include <libxml/xpath.h>
#endif
