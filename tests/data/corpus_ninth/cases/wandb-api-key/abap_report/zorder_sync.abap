REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_wandb_api_key TYPE string VALUE '969119e6d3e1355a280667ff6e46dd4d724c645e'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://edge.palisade.io/v1/webhooks/replay'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).