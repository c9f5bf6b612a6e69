#ifndef CELLGEN_CLIBYAML_SHIM_H
#define CELLGEN_CLIBYAML_SHIM_H

#include <yaml.h>

#endif
