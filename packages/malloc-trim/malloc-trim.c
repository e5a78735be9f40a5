// glibc keeps the memory freed in the middle of an allocation arena; only malloc_trim gives it back
// (decision 0113). Elsewhere there is nothing to trim and the call answers false.
#include <node_api.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static napi_value trim(napi_env env, napi_callback_info info) {
  int released = 0;
#if defined(__GLIBC__)
  released = malloc_trim(0);
#endif
  napi_value result;
  napi_get_boolean(env, released != 0, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value function;
  napi_create_function(env, "mallocTrim", NAPI_AUTO_LENGTH, trim, NULL, &function);
  napi_set_named_property(env, exports, "mallocTrim", function);
  return exports;
}
