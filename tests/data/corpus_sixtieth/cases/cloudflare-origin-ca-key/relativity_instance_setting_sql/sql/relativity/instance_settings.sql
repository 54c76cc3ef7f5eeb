-- Relativity Server: instance settings for the notification agent and the processing integrations (run on the primary SQL instance)
USE [EDDS];
GO
IF NOT EXISTS (SELECT 1 FROM [eddsdbo].[InstanceSetting] WHERE [Section] = N'Harlowcounty.Integrations' AND [Name] = N'CloudflareOriginCaKey')
    INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])
    VALUES (N'Harlowcounty.Integrations', N'CloudflareOriginCaKey', N'', N'v1.0-1f22baab0564d9836def094c-0e7e4057f159d0cf32c8efed5c4c5ddf072cd5f22e4dd8a78689e70722a99e98e5d83cc4d6a9512ba82da79251a36ea9074addad382538b4d3e492b11da2515f8d15cc6f58e45336d1', N'added for the e-discovery intake service');
GO
SELECT [Section], [Name] FROM [eddsdbo].[InstanceSetting] WHERE [Section] LIKE N'%.Integrations';
GO
