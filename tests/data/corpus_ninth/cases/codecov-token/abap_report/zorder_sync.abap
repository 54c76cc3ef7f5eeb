REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_codecov_upload_token TYPE string VALUE '9e5bc8f4-aa42-43d1-a9c9-aae41ae45b92'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://edge.palisade.io/v1/reports/daily'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).