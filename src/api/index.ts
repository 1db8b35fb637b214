export { call, callEnvelope, type CallOptions, type ParamsOf } from './call';
export { request, setErrorsIgnored, type RequestOptions, type RequestConfig } from './http';
export { ApiError, isApiError, isAborted, type ApiErrorKind } from './errors';
export { setNavigator, navigate, type Navigate } from './navigator';
export { latest, cancel } from './cancel';
export { apiBase, uploadBase, baseFor } from './base-url';
export { bindFamily } from './bind';
export { setRequestUiPort, type RequestUiPort } from './ui-port';
