REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_npm_token TYPE string VALUE '****9aca'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://internal.quillon.net/v1/events'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
