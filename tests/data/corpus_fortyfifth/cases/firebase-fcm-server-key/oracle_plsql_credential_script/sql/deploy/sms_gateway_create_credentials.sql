-- sqlplus app_integ@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO APP_INTEG.app_settings s
USING (
  SELECT 'gcm_api_key' AS name, 'AAAAntWZdxD:APA91byGQ5PVF-ZGvWwrNwoHCkgAyRce9zNbrQL7hxxse1ygCym8iOYTnR-XXdpprDC8WaPk-2yPxKNZYWB3ohycGkABzcKbADAhdw9eVUrExag2_bGEeqEZaP4O0nEiGvolXsGVo_gQ' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
