-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'EastbrookLegalaid.Integrations' AND [Name] = N'SlackUserToken')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'EastbrookLegalaid.Integrations', N'SlackUserToken', N'', N'xoxp-81947457174-26514231434-9589107078186-b18384640fe739ecc515df66185479e6', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
