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

/* libxml2 prints some errors (e.g. encoding conversion failures) through its
   generic error handler, which writes to stderr, even when a structured handler
   is set. axaudit reports every error itself, located, so the generic handler
   is silenced. The handler is variadic, which Swift cannot define. libxml2's
   error handlers are per thread, so this is called before each parse. */
static inline void axaudit_ignore_generic_error(void *context, const char *message, ...) {
    (void)context; (void)message;
}
static inline void axaudit_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, axaudit_ignore_generic_error);
}
#endif
