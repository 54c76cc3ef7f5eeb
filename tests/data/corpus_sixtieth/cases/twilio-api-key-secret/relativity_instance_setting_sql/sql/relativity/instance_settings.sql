-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'MercerCounty.Integrations' AND [Name] = N'ApiKey')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'MercerCounty.Integrations', N'ApiKey', N'', N'SKba38e4b6eec28b39aeb0a8717933a0ca', N'added for the e-discovery intake service');
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'MercerCounty.Integrations' AND [Name] = N'KeySecret')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'MercerCounty.Integrations', N'KeySecret', N'', N'2Wap0s389jex0kn16towMBIy6hdub7tx', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
