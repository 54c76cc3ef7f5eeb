REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_mistral_key TYPE string VALUE 'hpY9rJ8ukPM9kEDKyGBATcUbzosweALp'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://orders.larkspur.dev/v1/sync'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
