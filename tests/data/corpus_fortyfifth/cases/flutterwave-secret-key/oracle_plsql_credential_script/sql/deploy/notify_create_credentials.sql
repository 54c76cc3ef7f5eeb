-- sqlplus app_integ@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO APP_INTEG.app_settings s
USING (
  SELECT 'flutterwave_secret_key' AS name, 'FLWSECK-51c9b551db30b56ca11d9a819fbd426b-X' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
