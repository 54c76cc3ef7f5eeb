-- sqlplus app_integ@PRODPDB @create_credentials.sql
SET SERVEROUTPUT ON
WHENEVER SQLERROR EXIT SQL.SQLCODE

MERGE INTO APP_INTEG.app_settings s
USING (
  SELECT 'auth_token' AS name, 'EAAJfaaqBHfdHBc2QgatvgGazYXDwdtUk2XWhBYDBLBSDRNIQnDAV88wAwVT7VoBWH7QdA3GhR2WL0Lgrj5QxDSgvRMSmj15S7rOISMLHY6KIdfFhw5bAghS46yihm0ixKAkJQaiJ39sRKF40RGZZKdVfN2qQPFesbIkU0RQ5fRLbzDpxtbrGaNnuqaYkTapwf8lgJm73RW' AS value FROM dual
) n ON (s.name = n.name)
WHEN MATCHED THEN UPDATE SET s.value = n.value, s.updated_at = SYSTIMESTAMP
WHEN NOT MATCHED THEN INSERT (name, value, updated_at) VALUES (n.name, n.value, SYSTIMESTAMP);
COMMIT;

EXIT
