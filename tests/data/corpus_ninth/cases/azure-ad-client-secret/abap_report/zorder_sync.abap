REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_azure_client_id TYPE string VALUE 'b4c76086-37f2-41cf-bd1b-ab7318f64e2c'.
CONSTANTS lc_azure_tenant_id TYPE string VALUE 'ace241cb-fc04-4dd5-bc2c-a74cab2dec81'.
CONSTANTS lc_entra_client_secret TYPE string VALUE 'pcF4Q~gYPrfXOiqygyEZLV-Bcts2LattObROpOl8'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://orders.larkspur.dev/v1/events'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
