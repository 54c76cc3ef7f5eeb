-- sqlplus etl@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO ETL.app_settings s
USING (
  SELECT 'github_pat' AS name, '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' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
