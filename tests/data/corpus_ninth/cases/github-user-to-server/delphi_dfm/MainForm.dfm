object frmMain: TfrmMain
  Left = 236
  Top = 7
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
    Left = 40
    Top = 32
  end
  object FDConnection1: TFDConnection
    Params.Strings = (
      'DriverID=PG'
      'Server=pg-main.internal'
      'GhUserAccessToken=ghu_SIKcLhUkgCE96Xme5stW6RvKxvpS8A003Lxb')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end