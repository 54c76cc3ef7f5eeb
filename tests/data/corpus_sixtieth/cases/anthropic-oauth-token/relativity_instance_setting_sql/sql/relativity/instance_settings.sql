-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'WexfordCourts.Integrations' AND [Name] = N'ApiKey')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'WexfordCourts.Integrations', N'ApiKey', N'', N'sk-ant-oat01-6PXyDVtpMs_clDHM9KPK6RIpIlc7NeVbWBO8Z9l0QUlm1vYlalFALybTmBdii8aq_fI5gwCK3hJZBHtMECU3Ribda0TMsAA', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
