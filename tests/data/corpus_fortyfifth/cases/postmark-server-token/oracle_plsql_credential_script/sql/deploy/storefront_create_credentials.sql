-- sqlplus etl@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

DECLARE
  req  UTL_HTTP.req;
  resp UTL_HTTP.resp;
BEGIN
  UTL_HTTP.set_wallet('file:/u01/app/oracle/admin/PROD/wallet', NULL);
  req := UTL_HTTP.begin_request('https://api.postmarkapp.com/messages/outbound?count=50&offset=0', 'GET', 'HTTP/1.1');
  UTL_HTTP.set_header(req, 'X-Postmark-Server-Token', 'POSTMARK_API_TEST');
  resp := UTL_HTTP.get_response(req);
  DBMS_OUTPUT.put_line('status: ' || resp.status_code);
  UTL_HTTP.end_response(resp);
END;
/

EXIT
