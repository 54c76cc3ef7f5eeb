-- sqlplus etl@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO ETL.app_settings s
USING (
  SELECT 'cf_origin_ca_key' AS name, '****************' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
