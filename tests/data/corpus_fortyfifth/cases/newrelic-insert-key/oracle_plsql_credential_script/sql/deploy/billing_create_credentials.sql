-- sqlplus orders_owner@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO ORDERS_OWNER.app_settings s
USING (
  SELECT 'new_relic_insert_key' AS name, 'NRII-fL4YXs7W78yS7fZ1oc0T7lU6D9_IDpLE' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
