-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'Cityofbrennan.Integrations' AND [Name] = N'AdyenApiKeyLive')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'Cityofbrennan.Integrations', N'AdyenApiKeyLive', N'', N'AQEjoyKX7k9Rm8xmmjHBykoi4kNt6unZwuerokU5nWG23d7Q/5sXYOOSdoSXO2cGoe/RRmvcD=-tM3W/or8XtpGmPRa90kX7uUJ7UfAs0nI88qhd9xP4+0=-izm1w;w0pmQ1N75o', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
