REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_upstash_redis_rest_url TYPE string VALUE 'https://usw1-grand-16524.upstash.io'.
CONSTANTS lc_upstash_redis_rest_token TYPE string VALUE '***'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://internal.quillon.net/v1/sync'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
