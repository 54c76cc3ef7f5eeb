object frmMain: TfrmMain
  Left = 168
  Top = 100
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Request.CustomHeaders.Strings = (
      'X-Postmark-Server-Token: 15eb8e80- [truncated]')
    Left = 40
    Top = 32
  end
end
