-- sqlplus orders_owner@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO ORDERS_OWNER.app_settings s
USING (
  SELECT 'okta_org_url' AS name, 'https://kestrelworks.okta.com' AS value FROM dual
  UNION ALL
  SELECT 'okta_token' AS name, '002Dw1vaUIK4SeI-KraKN4aCyIKlLamW9u5iVYOrCz' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
