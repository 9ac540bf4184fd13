// Includes the header without instantiating its template.
#include "tvec.h"
int c() { return 0; }
