object frmMain: TfrmMain
  Left = 264
  Top = 89
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
      'VaultToken=s.i4tY4zmDBJ9GSh4iJsxmD1dq')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end