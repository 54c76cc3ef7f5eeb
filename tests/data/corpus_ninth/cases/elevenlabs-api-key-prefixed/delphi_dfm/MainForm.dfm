object frmMain: TfrmMain
  Left = 294
  Top = 149
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
      'ElevenlabsKey=sk_08a396833dc1526be89d46e6541ad7597461f6c8dd2c22b6')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end