REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_dropbox_token TYPE string VALUE 'sl.vDr7gvR5WGEDzoECzgXMw2gRpo_dA8AZbqqmmh641g4-DkAATw20Ch8nRvH3MsARi7hEuEA95aLd4s0ZyZY9som44BJvwzVHNS8s4UB1vZK28s0DKLSpjpKzTu0gaOrOwWV9TzoVsahj-CNiAym'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://edge.palisade.io/v1/webhooks/replay'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
