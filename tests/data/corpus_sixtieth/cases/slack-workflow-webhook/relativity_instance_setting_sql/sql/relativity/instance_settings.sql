-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'Cityofbrennan.Integrations' AND [Name] = N'SlackTriggerUrl')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'Cityofbrennan.Integrations', N'SlackTriggerUrl', N'', N'https://hooks.slack.com/workflows/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', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
