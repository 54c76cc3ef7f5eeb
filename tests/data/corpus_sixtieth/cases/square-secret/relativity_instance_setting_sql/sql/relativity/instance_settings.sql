-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'EastbrookLegalaid.Integrations' AND [Name] = N'SquareSandboxAppSecret')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'EastbrookLegalaid.Integrations', N'SquareSandboxAppSecret', N'', N'sandbox-sq0csb-CJ3VxK2-7SkJFEY3WZk8Nvj-B6anBONYikCWDsZbatX', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
