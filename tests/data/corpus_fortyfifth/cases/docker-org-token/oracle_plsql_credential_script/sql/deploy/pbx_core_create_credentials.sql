-- sqlplus app_integ@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO APP_INTEG.app_settings s
USING (
  SELECT 'dockerhub_org_token' AS name, 'dckr_oat_wpyxIkbTiEfh3t-TBO7v3lrfFTDfhFnS' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
