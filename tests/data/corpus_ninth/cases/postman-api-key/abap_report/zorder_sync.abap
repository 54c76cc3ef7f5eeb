REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_postman_api_key TYPE string VALUE 'PMAK-2f24e4b9327d02142c2cb941-b01d43f4f2e861eef307af0ea59f23c474'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://api.kestrelworks.io/v1/sync'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).