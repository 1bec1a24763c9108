// The target's declarations are all in include/UIKitCTypes.h; this file gives SwiftPM a source.
#include "UIKitCTypes.h"
