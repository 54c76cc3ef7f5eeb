-- sqlplus orders_owner@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO ORDERS_OWNER.app_settings s
USING (
  SELECT 'sentry_org_auth_token' AS name, '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' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
