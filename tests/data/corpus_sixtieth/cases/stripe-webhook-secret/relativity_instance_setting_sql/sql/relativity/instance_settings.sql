-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'Cityofbrennan.Integrations' AND [Name] = N'StripeWebhookSigningSecret')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'Cityofbrennan.Integrations', N'StripeWebhookSigningSecret', N'', N'whsec_NLads36bdJaK0bdi7XsYsqcTfujLuPsz', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
