REPORT zorder_sync.

DATA: lo_client TYPE REF TO if_http_client,
      lv_json   TYPE string.

CONSTANTS lc_jwt TYPE string VALUE 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyZGUxZGNmNC05MTNmLTRkZWEtYWQ1NS1iMWQzZmZlYjY4NGYiLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTc0Njc2Mjk3NCwiZXhwIjoxNzQ2NzYzODc0LCJzY29wZSI6ImFkbWluIn0.GoanhvJgFx4_UnvUMG5A_LU-P-NS34bYb8nHsih2BfY'.

cl_http_client=>create_by_url(
  EXPORTING url    = 'https://svc.cobaltpeak.ca/v1/sync'
  IMPORTING client = lo_client ).
lo_client->request->set_method( if_http_request=>co_request_method_get ).
lo_client->send( ).
lo_client->receive( ).
lv_json = lo_client->response->get_cdata( ).
