/**
 * The game page's texts in the languages the studio offers: a table of language → key → text,
 * where {name} stands for a value filled in when the text is shown (numbers and currency codes are
 * passed as they are). Keys under page. and ended. are rendered into the HTML on the server; all
 * the others are what the page's script shows (results, announcements, names, paytable notes and
 * errors) and travel in the page's JSON config.
 */

const en = {
  'page.playMoney': 'Play money',
  'page.balance': 'Balance',
  'page.stake': 'Stake ({currency})',
  'page.paytable': 'Paytable',
  'page.close': 'Close',
  'page.spin': 'Spin',
  'page.deal': 'Deal',
  'page.play': 'Play',
  'page.rtpNote': 'RTP {rtp} %. Results are decided on the server.',
  'page.reels': 'Reels',
  'page.lineWins': 'Line wins',
  'page.table': 'Table',
  'page.player': 'Player',
  'page.banker': 'Banker',
  'page.tie': 'Tie',
  'page.yourBet': 'Your bet',
  'page.pickLabel': 'Pick 1 to {max} numbers: {count} picked',
  'page.clearPicks': 'Clear picks',

  'ended.title': 'Game not available',
  'ended.heading': 'This game session has ended',
  'ended.text': 'Close the game and open it again from the lobby.',

  'status.updating': 'updating…',
  'status.spinning': 'Spinning…',
  'status.playing': 'Playing…',
  'status.balancePending': 'Your balance is being updated.',

  'symbol.seven': 'seven',
  'symbol.diamond': 'diamond',
  'symbol.star': 'star',
  'symbol.heart': 'heart',
  'symbol.club': 'club',
  'symbol.ace': 'ace',
  'symbol.king': 'king',
  'symbol.queen': 'queen',

  'card.name': '{rank} of {suit}',
  'suit.spades': 'spades',
  'suit.hearts': 'hearts',
  'suit.diamonds': 'diamonds',
  'suit.clubs': 'clubs',

  'result.noWin': 'No win.',
  'result.win': 'You win {win} {currency}.',

  'slot.lineWin': 'Line {line}: {count} × {symbol} pays {win} {currency}',
  'slot.winOneLine': 'You win {win} {currency} on {lines} line.',
  'slot.winLines': 'You win {win} {currency} on {lines} lines.',
  'slot.rows': 'Rows: {rows}.',

  'baccarat.playerWins': 'Player wins',
  'baccarat.bankerWins': 'Banker wins',
  'baccarat.tie': 'Tie',
  'baccarat.score': '{winner}, {player} to {banker}.',
  'baccarat.stakeReturned': 'Your stake is returned.',
  'baccarat.betLoses': 'Your bet loses.',
  'baccarat.playerCards': 'Player: {cards}.',
  'baccarat.bankerCards': 'Banker: {cards}.',

  'keno.drawn': 'Drawn: {numbers}.',
  'keno.hits': '{hits} of {picks} hit.',
  'keno.pickOne': 'Pick at least one number.',
  'keno.pickMax': 'You can pick up to {max} numbers.',

  'paytable.symbol': 'Symbol',
  'paytable.slotNote':
    'Pays are multiples of the line bet (the stake divided over {lines} lines), for a row of 3, 4 or 5 from the leftmost reel along a line.',
  'paytable.player': 'Player',
  'paytable.banker': 'Banker',
  'paytable.tie': 'Tie',
  'paytable.bankerPays': '0.95:1 (5 % commission)',
  'paytable.baccaratNote': 'A tie gives a player or banker bet back. Eight decks, standard drawing rules.',
  'paytable.picks': 'Picks',
  'paytable.hits': 'Hits: pay × stake',

  'error.generic': 'Something went wrong. Try again.',
  'error.refused': 'The round was refused.',
  'error.sessionEnded': 'This game session has ended. Open the game again.',
  'error.invalidStake': 'Stakes go from {min} to {max} {currency}.',
  'error.insufficientFunds': 'Not enough balance for this stake.',
  'error.insufficientPlayMoney': 'Not enough play money for this stake.',
  'error.limitReached': 'A limit you set has been reached.',
  'error.playerBlocked': 'Play is paused on your account.',
  'error.roundCancelled': 'The round could not be placed and has been cancelled. Any stake taken is returned.',
  'error.invalidSide': 'Bet on player, banker or tie.',
  'error.invalidPicks': 'Pick 1 to {max} numbers from 1 to {numbers}.',
} as const;

export type TextKey = keyof typeof en;
export type Texts = Readonly<Record<TextKey, string>>;

const es: Texts = {
  'page.playMoney': 'Dinero ficticio',
  'page.balance': 'Saldo',
  'page.stake': 'Apuesta ({currency})',
  'page.paytable': 'Tabla de pagos',
  'page.close': 'Cerrar',
  'page.spin': 'Girar',
  'page.deal': 'Repartir',
  'page.play': 'Jugar',
  'page.rtpNote': 'RTP del {rtp} %. Los resultados se deciden en el servidor.',
  'page.reels': 'Rodillos',
  'page.lineWins': 'Premios por línea',
  'page.table': 'Mesa',
  'page.player': 'Jugador',
  'page.banker': 'Banca',
  'page.tie': 'Empate',
  'page.yourBet': 'Tu apuesta',
  'page.pickLabel': 'Elige de 1 a {max} números: {count} elegidos',
  'page.clearPicks': 'Borrar selección',

  'ended.title': 'Juego no disponible',
  'ended.heading': 'Esta sesión de juego ha terminado',
  'ended.text': 'Cierra el juego y vuelve a abrirlo desde el vestíbulo.',

  'status.updating': 'actualizando…',
  'status.spinning': 'Girando…',
  'status.playing': 'Jugando…',
  'status.balancePending': 'Tu saldo se está actualizando.',

  'symbol.seven': 'siete',
  'symbol.diamond': 'diamante',
  'symbol.star': 'estrella',
  'symbol.heart': 'corazón',
  'symbol.club': 'trébol',
  'symbol.ace': 'as',
  'symbol.king': 'rey',
  'symbol.queen': 'reina',

  'card.name': '{rank} de {suit}',
  'suit.spades': 'picas',
  'suit.hearts': 'corazones',
  'suit.diamonds': 'diamantes',
  'suit.clubs': 'tréboles',

  'result.noWin': 'Sin premio.',
  'result.win': 'Has ganado {win} {currency}.',

  'slot.lineWin': 'Línea {line}: {count} × {symbol} paga {win} {currency}',
  'slot.winOneLine': 'Has ganado {win} {currency} en {lines} línea.',
  'slot.winLines': 'Has ganado {win} {currency} en {lines} líneas.',
  'slot.rows': 'Filas: {rows}.',

  'baccarat.playerWins': 'Gana el jugador',
  'baccarat.bankerWins': 'Gana la banca',
  'baccarat.tie': 'Empate',
  'baccarat.score': '{winner}, {player} a {banker}.',
  'baccarat.stakeReturned': 'Se te devuelve la apuesta.',
  'baccarat.betLoses': 'Tu apuesta pierde.',
  'baccarat.playerCards': 'Jugador: {cards}.',
  'baccarat.bankerCards': 'Banca: {cards}.',

  'keno.drawn': 'Números sorteados: {numbers}.',
  'keno.hits': '{hits} de {picks} aciertos.',
  'keno.pickOne': 'Elige al menos un número.',
  'keno.pickMax': 'Puedes elegir hasta {max} números.',

  'paytable.symbol': 'Símbolo',
  'paytable.slotNote':
    'Los premios son múltiplos de la apuesta por línea (la apuesta repartida entre {lines} líneas), por 3, 4 o 5 símbolos seguidos desde el rodillo de la izquierda a lo largo de una línea.',
  'paytable.player': 'Jugador',
  'paytable.banker': 'Banca',
  'paytable.tie': 'Empate',
  'paytable.bankerPays': '0.95:1 (5 % de comisión)',
  'paytable.baccaratNote': 'Con un empate se devuelven las apuestas al jugador y a la banca. Ocho barajas y reglas de reparto estándar.',
  'paytable.picks': 'Números',
  'paytable.hits': 'Aciertos: pago × apuesta',

  'error.generic': 'Algo ha fallado. Inténtalo de nuevo.',
  'error.refused': 'La jugada ha sido rechazada.',
  'error.sessionEnded': 'Esta sesión de juego ha terminado. Vuelve a abrir el juego.',
  'error.invalidStake': 'Las apuestas van de {min} a {max} {currency}.',
  'error.insufficientFunds': 'No tienes saldo suficiente para esta apuesta.',
  'error.insufficientPlayMoney': 'No tienes dinero ficticio suficiente para esta apuesta.',
  'error.limitReached': 'Has alcanzado un límite que fijaste.',
  'error.playerBlocked': 'El juego está en pausa en tu cuenta.',
  'error.roundCancelled': 'No se ha podido realizar la jugada y se ha cancelado. Se te devolverá cualquier importe apostado.',
  'error.invalidSide': 'Apuesta al jugador, a la banca o al empate.',
  'error.invalidPicks': 'Elige de 1 a {max} números entre el 1 y el {numbers}.',
};

const pt: Texts = {
  'page.playMoney': 'Dinheiro fictício',
  'page.balance': 'Saldo',
  'page.stake': 'Aposta ({currency})',
  'page.paytable': 'Tabela de pagamentos',
  'page.close': 'Fechar',
  'page.spin': 'Girar',
  'page.deal': 'Distribuir',
  'page.play': 'Jogar',
  'page.rtpNote': 'RTP de {rtp} %. Os resultados são decididos no servidor.',
  'page.reels': 'Rolos',
  'page.lineWins': 'Ganhos por linha',
  'page.table': 'Mesa',
  'page.player': 'Jogador',
  'page.banker': 'Banca',
  'page.tie': 'Empate',
  'page.yourBet': 'Sua aposta',
  'page.pickLabel': 'Escolha de 1 a {max} números: {count} escolhidos',
  'page.clearPicks': 'Limpar escolhas',

  'ended.title': 'Jogo indisponível',
  'ended.heading': 'Esta sessão de jogo terminou',
  'ended.text': 'Feche o jogo e abra-o novamente a partir do lobby.',

  'status.updating': 'atualizando…',
  'status.spinning': 'Girando…',
  'status.playing': 'Jogando…',
  'status.balancePending': 'Seu saldo está sendo atualizado.',

  'symbol.seven': 'sete',
  'symbol.diamond': 'diamante',
  'symbol.star': 'estrela',
  'symbol.heart': 'coração',
  'symbol.club': 'trevo',
  'symbol.ace': 'ás',
  'symbol.king': 'rei',
  'symbol.queen': 'dama',

  'card.name': '{rank} de {suit}',
  'suit.spades': 'espadas',
  'suit.hearts': 'copas',
  'suit.diamonds': 'ouros',
  'suit.clubs': 'paus',

  'result.noWin': 'Sem prêmio.',
  'result.win': 'Você ganhou {win} {currency}.',

  'slot.lineWin': 'Linha {line}: {count} × {symbol} paga {win} {currency}',
  'slot.winOneLine': 'Você ganhou {win} {currency} em {lines} linha.',
  'slot.winLines': 'Você ganhou {win} {currency} em {lines} linhas.',
  'slot.rows': 'Fileiras: {rows}.',

  'baccarat.playerWins': 'Vitória do jogador',
  'baccarat.bankerWins': 'Vitória da banca',
  'baccarat.tie': 'Empate',
  'baccarat.score': '{winner}, {player} a {banker}.',
  'baccarat.stakeReturned': 'Sua aposta foi devolvida.',
  'baccarat.betLoses': 'Sua aposta perdeu.',
  'baccarat.playerCards': 'Jogador: {cards}.',
  'baccarat.bankerCards': 'Banca: {cards}.',

  'keno.drawn': 'Sorteados: {numbers}.',
  'keno.hits': '{hits} de {picks} acertos.',
  'keno.pickOne': 'Escolha pelo menos um número.',
  'keno.pickMax': 'Você pode escolher até {max} números.',

  'paytable.symbol': 'Símbolo',
  'paytable.slotNote':
    'Os prêmios são múltiplos da aposta por linha (a aposta dividida entre {lines} linhas), para 3, 4 ou 5 símbolos seguidos a partir do rolo mais à esquerda ao longo de uma linha.',
  'paytable.player': 'Jogador',
  'paytable.banker': 'Banca',
  'paytable.tie': 'Empate',
  'paytable.bankerPays': '0.95:1 (comissão de 5 %)',
  'paytable.baccaratNote': 'Um empate devolve as apostas no jogador e na banca. Oito baralhos, regras de distribuição padrão.',
  'paytable.picks': 'Números',
  'paytable.hits': 'Acertos: pagamento × aposta',

  'error.generic': 'Algo deu errado. Tente novamente.',
  'error.refused': 'A rodada foi recusada.',
  'error.sessionEnded': 'Esta sessão de jogo terminou. Abra o jogo novamente.',
  'error.invalidStake': 'As apostas vão de {min} a {max} {currency}.',
  'error.insufficientFunds': 'Saldo insuficiente para esta aposta.',
  'error.insufficientPlayMoney': 'Dinheiro fictício insuficiente para esta aposta.',
  'error.limitReached': 'Um limite que você definiu foi atingido.',
  'error.playerBlocked': 'O jogo está pausado na sua conta.',
  'error.roundCancelled': 'Não foi possível fazer a rodada e ela foi cancelada. Qualquer valor apostado será devolvido.',
  'error.invalidSide': 'Aposte no jogador, na banca ou no empate.',
  'error.invalidPicks': 'Escolha de 1 a {max} números entre 1 e {numbers}.',
};

const tr: Texts = {
  'page.playMoney': 'Sanal para',
  'page.balance': 'Bakiye',
  'page.stake': 'Bahis ({currency})',
  'page.paytable': 'Ödeme tablosu',
  'page.close': 'Kapat',
  'page.spin': 'Çevir',
  'page.deal': 'Kart dağıt',
  'page.play': 'Oyna',
  'page.rtpNote': 'RTP %{rtp}. Sonuçlar sunucuda belirlenir.',
  'page.reels': 'Makaralar',
  'page.lineWins': 'Hat kazançları',
  'page.table': 'Masa',
  'page.player': 'Oyuncu',
  'page.banker': 'Banker',
  'page.tie': 'Beraberlik',
  'page.yourBet': 'Bahsiniz',
  'page.pickLabel': '1 ile {max} arasında sayı seçin: {count} seçildi',
  'page.clearPicks': 'Seçimleri temizle',

  'ended.title': 'Oyun kullanılamıyor',
  'ended.heading': 'Bu oyun oturumu sona erdi',
  'ended.text': 'Oyunu kapatın ve lobiden yeniden açın.',

  'status.updating': 'güncelleniyor…',
  'status.spinning': 'Dönüyor…',
  'status.playing': 'Oynanıyor…',
  'status.balancePending': 'Bakiyeniz güncelleniyor.',

  'symbol.seven': 'yedi',
  'symbol.diamond': 'elmas',
  'symbol.star': 'yıldız',
  'symbol.heart': 'kalp',
  'symbol.club': 'sinek',
  'symbol.ace': 'as',
  'symbol.king': 'papaz',
  'symbol.queen': 'kız',

  'card.name': '{suit} {rank}',
  'suit.spades': 'maça',
  'suit.hearts': 'kupa',
  'suit.diamonds': 'karo',
  'suit.clubs': 'sinek',

  'result.noWin': 'Kazanç yok.',
  'result.win': '{win} {currency} kazandınız.',

  'slot.lineWin': 'Hat {line}: {count} × {symbol}, {win} {currency} öder',
  'slot.winOneLine': '{lines} hatta {win} {currency} kazandınız.',
  'slot.winLines': '{lines} hatta toplam {win} {currency} kazandınız.',
  'slot.rows': 'Sıralar: {rows}.',

  'baccarat.playerWins': 'Oyuncu kazandı',
  'baccarat.bankerWins': 'Banker kazandı',
  'baccarat.tie': 'Beraberlik',
  'baccarat.score': '{winner}, {player}-{banker}.',
  'baccarat.stakeReturned': 'Bahsiniz iade edildi.',
  'baccarat.betLoses': 'Bahsiniz kaybetti.',
  'baccarat.playerCards': 'Oyuncu kartları: {cards}.',
  'baccarat.bankerCards': 'Banker kartları: {cards}.',

  'keno.drawn': 'Çekilen sayılar: {numbers}.',
  'keno.hits': '{picks} sayıdan {hits} tanesi tuttu.',
  'keno.pickOne': 'En az bir sayı seçin.',
  'keno.pickMax': 'En fazla {max} sayı seçebilirsiniz.',

  'paytable.symbol': 'Sembol',
  'paytable.slotNote':
    'Ödemeler, hat bahsinin (bahsin {lines} hatta bölünmüş hâli) katlarıdır; bir hat boyunca en soldaki makaradan başlayan 3, 4 veya 5 aynı sembol için ödenir.',
  'paytable.player': 'Oyuncu',
  'paytable.banker': 'Banker',
  'paytable.tie': 'Beraberlik',
  'paytable.bankerPays': '0.95:1 (%5 komisyon)',
  'paytable.baccaratNote': 'Beraberlikte oyuncu ve banker bahisleri iade edilir. Sekiz deste, standart kart çekme kuralları.',
  'paytable.picks': 'Seçim',
  'paytable.hits': 'İsabet: ödeme × bahis',

  'error.generic': 'Bir sorun oluştu. Tekrar deneyin.',
  'error.refused': 'Tur reddedildi.',
  'error.sessionEnded': 'Bu oyun oturumu sona erdi. Oyunu yeniden açın.',
  'error.invalidStake': 'Bahisler {min} ile {max} {currency} arasındadır.',
  'error.insufficientFunds': 'Bu bahis için bakiyeniz yetersiz.',
  'error.insufficientPlayMoney': 'Bu bahis için sanal paranız yetersiz.',
  'error.limitReached': 'Belirlediğiniz bir limite ulaşıldı.',
  'error.playerBlocked': 'Hesabınızda oyun duraklatıldı.',
  'error.roundCancelled': 'Tur başlatılamadı ve iptal edildi. Alınan bahis tutarı iade edilir.',
  'error.invalidSide': 'Oyuncuya, bankere ya da beraberliğe bahis yapın.',
  'error.invalidPicks': '1 ile {numbers} arasındaki sayılardan 1 ile {max} arasında sayı seçin.',
};

const vi: Texts = {
  'page.playMoney': 'Tiền chơi thử',
  'page.balance': 'Số dư',
  'page.stake': 'Tiền cược ({currency})',
  'page.paytable': 'Bảng trả thưởng',
  'page.close': 'Đóng',
  'page.spin': 'Quay',
  'page.deal': 'Chia bài',
  'page.play': 'Chơi',
  'page.rtpNote': 'Tỷ lệ hoàn trả {rtp} %. Kết quả được quyết định trên máy chủ.',
  'page.reels': 'Cuộn quay',
  'page.lineWins': 'Thắng theo dòng',
  'page.table': 'Bàn chơi',
  'page.player': 'Người chơi',
  'page.banker': 'Nhà cái',
  'page.tie': 'Hòa',
  'page.yourBet': 'Cửa cược của bạn',
  'page.pickLabel': 'Chọn từ 1 đến {max} số: đã chọn {count}',
  'page.clearPicks': 'Xóa lựa chọn',

  'ended.title': 'Trò chơi không khả dụng',
  'ended.heading': 'Phiên chơi này đã kết thúc',
  'ended.text': 'Hãy đóng trò chơi và mở lại từ sảnh.',

  'status.updating': 'đang cập nhật…',
  'status.spinning': 'Đang quay…',
  'status.playing': 'Đang chơi…',
  'status.balancePending': 'Số dư của bạn đang được cập nhật.',

  'symbol.seven': 'số bảy',
  'symbol.diamond': 'kim cương',
  'symbol.star': 'ngôi sao',
  'symbol.heart': 'trái tim',
  'symbol.club': 'nhép',
  'symbol.ace': 'át',
  'symbol.king': 'vua',
  'symbol.queen': 'đầm',

  'card.name': '{rank} {suit}',
  'suit.spades': 'bích',
  'suit.hearts': 'cơ',
  'suit.diamonds': 'rô',
  'suit.clubs': 'nhép',

  'result.noWin': 'Không thắng.',
  'result.win': 'Bạn thắng {win} {currency}.',

  'slot.lineWin': 'Dòng {line}: {count} × {symbol} trả {win} {currency}',
  'slot.winOneLine': 'Bạn thắng {win} {currency} trên {lines} dòng.',
  'slot.winLines': 'Bạn thắng tổng cộng {win} {currency} trên {lines} dòng.',
  'slot.rows': 'Các hàng: {rows}.',

  'baccarat.playerWins': 'Người chơi thắng',
  'baccarat.bankerWins': 'Nhà cái thắng',
  'baccarat.tie': 'Hòa',
  'baccarat.score': '{winner}, tỷ số {player}–{banker}.',
  'baccarat.stakeReturned': 'Bạn được hoàn lại tiền cược.',
  'baccarat.betLoses': 'Cửa cược của bạn thua.',
  'baccarat.playerCards': 'Người chơi: {cards}.',
  'baccarat.bankerCards': 'Nhà cái: {cards}.',

  'keno.drawn': 'Các số được rút: {numbers}.',
  'keno.hits': 'Trúng {hits} trên {picks} số.',
  'keno.pickOne': 'Hãy chọn ít nhất một số.',
  'keno.pickMax': 'Bạn có thể chọn tối đa {max} số.',

  'paytable.symbol': 'Biểu tượng',
  'paytable.slotNote':
    'Tiền thưởng là bội số của tiền cược mỗi dòng (tiền cược chia đều cho {lines} dòng), cho chuỗi 3, 4 hoặc 5 biểu tượng liên tiếp tính từ cuộn ngoài cùng bên trái dọc theo một dòng.',
  'paytable.player': 'Người chơi',
  'paytable.banker': 'Nhà cái',
  'paytable.tie': 'Hòa',
  'paytable.bankerPays': '0.95:1 (hoa hồng 5 %)',
  'paytable.baccaratNote': 'Khi hòa, cược Người chơi và Nhà cái được hoàn lại. Tám bộ bài, luật rút bài tiêu chuẩn.',
  'paytable.picks': 'Số đã chọn',
  'paytable.hits': 'Số trúng: thưởng × tiền cược',

  'error.generic': 'Đã xảy ra lỗi. Hãy thử lại.',
  'error.refused': 'Ván chơi đã bị từ chối.',
  'error.sessionEnded': 'Phiên chơi này đã kết thúc. Hãy mở lại trò chơi.',
  'error.invalidStake': 'Tiền cược từ {min} đến {max} {currency}.',
  'error.insufficientFunds': 'Số dư không đủ cho mức cược này.',
  'error.insufficientPlayMoney': 'Tiền chơi thử không đủ cho mức cược này.',
  'error.limitReached': 'Bạn đã chạm tới một giới hạn do bạn đặt.',
  'error.playerBlocked': 'Tài khoản của bạn đang tạm dừng chơi.',
  'error.roundCancelled': 'Không thể đặt ván chơi nên ván đã bị hủy. Mọi khoản tiền cược đã trừ sẽ được hoàn lại.',
  'error.invalidSide': 'Hãy cược vào Người chơi, Nhà cái hoặc Hòa.',
  'error.invalidPicks': 'Hãy chọn từ 1 đến {max} số trong khoảng từ 1 đến {numbers}.',
};

const hi: Texts = {
  'page.playMoney': 'नकली पैसे',
  'page.balance': 'बैलेंस',
  'page.stake': 'दांव ({currency})',
  'page.paytable': 'भुगतान तालिका',
  'page.close': 'बंद करें',
  'page.spin': 'स्पिन करें',
  'page.deal': 'पत्ते बाँटें',
  'page.play': 'खेलें',
  'page.rtpNote': 'RTP {rtp} %। नतीजे सर्वर पर तय होते हैं।',
  'page.reels': 'रील',
  'page.lineWins': 'लाइन की जीतें',
  'page.table': 'टेबल',
  'page.player': 'प्लेयर',
  'page.banker': 'बैंकर',
  'page.tie': 'टाई',
  'page.yourBet': 'आपका दांव',
  'page.pickLabel': '1 से {max} नंबर चुनें: {count} चुने गए',
  'page.clearPicks': 'चुने गए नंबर हटाएँ',

  'ended.title': 'गेम उपलब्ध नहीं है',
  'ended.heading': 'यह गेम सेशन ख़त्म हो गया है',
  'ended.text': 'गेम बंद करें और लॉबी से फिर से खोलें।',

  'status.updating': 'अपडेट हो रहा है…',
  'status.spinning': 'स्पिन हो रहा है…',
  'status.playing': 'खेल जारी है…',
  'status.balancePending': 'आपका बैलेंस अपडेट हो रहा है।',

  'symbol.seven': 'सात',
  'symbol.diamond': 'हीरा',
  'symbol.star': 'सितारा',
  'symbol.heart': 'दिल',
  'symbol.club': 'चिड़ी',
  'symbol.ace': 'इक्का',
  'symbol.king': 'बादशाह',
  'symbol.queen': 'बेगम',

  'card.name': '{suit} का {rank}',
  'suit.spades': 'हुकुम',
  'suit.hearts': 'पान',
  'suit.diamonds': 'ईंट',
  'suit.clubs': 'चिड़ी',

  'result.noWin': 'कोई जीत नहीं।',
  'result.win': 'आपने {win} {currency} जीते।',

  'slot.lineWin': 'लाइन {line}: {count} × {symbol}, भुगतान {win} {currency}',
  'slot.winOneLine': 'आपने {lines} लाइन पर {win} {currency} जीते।',
  'slot.winLines': 'आपने {lines} लाइनों पर {win} {currency} जीते।',
  'slot.rows': 'पंक्तियाँ: {rows}।',

  'baccarat.playerWins': 'प्लेयर जीता',
  'baccarat.bankerWins': 'बैंकर जीता',
  'baccarat.tie': 'टाई',
  'baccarat.score': '{winner}, {player} बनाम {banker}।',
  'baccarat.stakeReturned': 'आपका दांव लौटा दिया गया।',
  'baccarat.betLoses': 'आपका दांव हार गया।',
  'baccarat.playerCards': 'प्लेयर: {cards}।',
  'baccarat.bankerCards': 'बैंकर: {cards}।',

  'keno.drawn': 'निकले नंबर: {numbers}।',
  'keno.hits': '{picks} में से {hits} नंबर मिले।',
  'keno.pickOne': 'कम से कम एक नंबर चुनें।',
  'keno.pickMax': 'आप ज़्यादा से ज़्यादा {max} नंबर चुन सकते हैं।',

  'paytable.symbol': 'सिंबल',
  'paytable.slotNote':
    'भुगतान लाइन दांव (कुल दांव को {lines} लाइनों में बाँटकर) के गुणज हैं, किसी लाइन पर सबसे बाईं रील से शुरू होकर लगातार 3, 4 या 5 सिंबल के लिए।',
  'paytable.player': 'प्लेयर',
  'paytable.banker': 'बैंकर',
  'paytable.tie': 'टाई',
  'paytable.bankerPays': '0.95:1 (5 % कमीशन)',
  'paytable.baccaratNote': 'टाई होने पर प्लेयर या बैंकर पर लगा दांव लौटा दिया जाता है। आठ डेक, पत्ते खींचने के मानक नियम।',
  'paytable.picks': 'चुने गए नंबर',
  'paytable.hits': 'मिले नंबर: भुगतान × दांव',

  'error.generic': 'कुछ गड़बड़ हो गई। फिर से कोशिश करें।',
  'error.refused': 'यह राउंड अस्वीकार कर दिया गया।',
  'error.sessionEnded': 'यह गेम सेशन ख़त्म हो गया है। गेम फिर से खोलें।',
  'error.invalidStake': 'दांव {min} से {max} {currency} तक लगाए जा सकते हैं।',
  'error.insufficientFunds': 'इस दांव के लिए बैलेंस काफ़ी नहीं है।',
  'error.insufficientPlayMoney': 'इस दांव के लिए नकली पैसे काफ़ी नहीं हैं।',
  'error.limitReached': 'आपकी तय की गई एक सीमा पूरी हो गई है।',
  'error.playerBlocked': 'आपके खाते पर खेलना रोका गया है।',
  'error.roundCancelled': 'यह राउंड लगाया नहीं जा सका और रद्द कर दिया गया। कटा हुआ कोई भी दांव लौटा दिया जाएगा।',
  'error.invalidSide': 'प्लेयर, बैंकर या टाई पर दांव लगाएँ।',
  'error.invalidPicks': '1 से {numbers} के बीच से 1 से {max} नंबर चुनें।',
};

/** The languages the page is offered in; anything else is shown in English. */
export const PAGE_LANGUAGES = ['en', 'es', 'pt', 'tr', 'vi', 'hi'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const TEXTS: Readonly<Record<PageLanguage, Texts>> = { en, es, pt, tr, vi, hi };

/** Texts that rightly read the same as in English in a language (a name used as it is). */
export const SAME_AS_ENGLISH: Readonly<Partial<Record<PageLanguage, readonly TextKey[]>>> = {
  tr: ['page.banker', 'paytable.banker'],
};

const isPageLanguage = (code: string): code is PageLanguage => (PAGE_LANGUAGES as readonly string[]).includes(code);

/** The page's language for a language tag ('es', 'pt-BR', 'hi_IN'): its primary subtag if offered, else English. */
export function pageLanguage(tag: unknown): PageLanguage {
  if (typeof tag !== 'string') return 'en';
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isPageLanguage(primary) ? primary : 'en';
}

/** The offered language an Accept-Language header prefers most (English when it names none of them). */
export function languageFromHeader(header: unknown): PageLanguage {
  if (typeof header !== 'string') return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const primary = entry.tag.toLowerCase().split('-')[0] ?? '';
    if (isPageLanguage(primary)) return primary;
  }
  return 'en';
}

/** A text with its {placeholders} filled in (a placeholder without a value is left as it is). */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The {placeholders} a text uses, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** The texts the page's script shows (everything but what is rendered on the server). */
export function scriptTexts(language: PageLanguage): Partial<Record<TextKey, string>> {
  return Object.fromEntries(Object.entries(TEXTS[language]).filter(([key]) => !key.startsWith('page.') && !key.startsWith('ended.')));
}
