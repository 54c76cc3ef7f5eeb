object frmMain: TfrmMain
  Left = 217
  Top = 267
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
      'KeySid=SKfd792777f962de51b1297f7501c45498'
      'ApiSecret=NWeHoSnkGPyem65VEc6vHd2mPgBfA36E')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
