REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_slack_config_access_token TYPE string VALUE 'xoxe-1-gtHsuMgwV4SgcaxXwomiO9NNj7pa94Cjp9E2IFpiC9LAc4Fhwr0NnJUH8Q5Qq01ffKp5zIBylC7cjSNyjT07MHMMouKUwl53kDhlmkxI6FBWBFN2fFSQK98IquRuHw32UMwoofPIChPZ3VWfAb'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://billing.fernhill.com/v1/events'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
