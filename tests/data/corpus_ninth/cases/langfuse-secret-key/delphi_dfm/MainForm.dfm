object frmMain: TfrmMain
  Left = 20
  Top = 66
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
      'LangfusePublicKey=pk-lf-9835aa98-7198-4fb6-871e-04954fec30d9'
      'LangfuseSecretKey=sk-lf-39b85415-cb91-450b-9850-69b1c8fbe42b')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
