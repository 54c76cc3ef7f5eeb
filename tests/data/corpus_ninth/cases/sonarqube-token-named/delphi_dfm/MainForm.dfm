object frmMain: TfrmMain
  Left = 231
  Top = 253
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
      'Server=10.0.4.12'
      'SONAR_LOGIN=5da615e67c5ad8becd6a43b2dfba4ac51b9ecc0e')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
