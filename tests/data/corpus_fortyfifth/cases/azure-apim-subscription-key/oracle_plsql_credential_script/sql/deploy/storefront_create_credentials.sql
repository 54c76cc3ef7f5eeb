-- sqlplus app_integ@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO APP_INTEG.app_settings s
USING (
  SELECT 'ocp_apim_subscription_key' AS name, 'Pv9CUJcWDBmZcOBypPGzgIDmGhHiNn8iXV8LL3LXQoCClGrD4VPrJQQJ99ALACVaRGc1XJ3w3AAAFACOGiomD' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
