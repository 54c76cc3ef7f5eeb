-- sqlplus app_integ@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO APP_INTEG.app_settings s
USING (
  SELECT 'api_token' AS name, 'tgp_v1_HXipfjPscV8UDs-rdmef71YxBK-ZW4k54WnE3aUNpoY' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
