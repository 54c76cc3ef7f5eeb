REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_launchdarkly_api_key TYPE string VALUE 'sdk-0d90077d-3e8c-4dfa-a03e-ed59ba667951'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://svc.cobaltpeak.ca/v1/webhooks/replay'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
