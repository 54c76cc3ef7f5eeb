<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Northgate Florist"
Const ADMIN_EMAIL = "office@northgate-florist.net"
Const BLOB_SAS_URL = "https://nwexports.blob.core.windows.net/backups/db.bak?sig=c5BFX%2FbfWeLwkqaM8kzjD5Vbv7I87hpAS8iBQHYmB5o%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-04-17T10%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"
%>
