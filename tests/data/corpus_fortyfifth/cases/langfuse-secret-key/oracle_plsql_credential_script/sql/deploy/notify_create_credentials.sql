-- sqlplus etl@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO ETL.app_settings s
USING (
  SELECT 'langfuse_public_key' AS name, 'pk-lf-40ece8c8-5447-44a2-b3f5-34d5602b14e3' AS value FROM dual
  UNION ALL
  SELECT 'auth_token' AS name, 'sk-lf-66eec70d-2cc3-402b-b467-2dfcb7db45d6' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
