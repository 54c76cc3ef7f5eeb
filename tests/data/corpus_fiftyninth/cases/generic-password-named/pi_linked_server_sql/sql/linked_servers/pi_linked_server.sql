-- Linked server to PI AF through PI OLEDB Enterprise, for the outage reports in SSRS (run once per SQL instance)
USE [master];
GO
EXEC master.dbo.sp_addlinkedserver @server = N'PI_AF', @srvproduct = N'PI OLEDB Enterprise', @provider = N'PIOLEDBENT', @datasrc = N'pi-af01', @catalog = N'BrightmoorUtilities';
GO
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'PI_AF', @useself = N'False', @locallogin = NULL, @rmtuser = N'BRIGHTMOOR\svc_pisql', @rmtpassword = N'Tundra-violet6777';
GO
EXEC master.dbo.sp_serveroption @server = N'PI_AF', @optname = N'rpc out', @optvalue = N'true';
GO
