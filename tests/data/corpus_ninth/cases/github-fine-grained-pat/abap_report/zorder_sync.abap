REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_gh_token TYPE string VALUE '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'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://orders.larkspur.dev/v1/webhooks/replay'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
