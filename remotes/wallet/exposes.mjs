// The public API of the wallet area: the pages the host's route table loads.
export const exposes = {
  './Deposit': './src/pages/Deposit.tsx',
  './DepositFiat': './src/pages/DepositFiat.tsx',
  './DepositBankCard': './src/pages/DepositBankCard.tsx',
  './DepositBankCardSubmit': './src/pages/DepositBankCardSubmit.tsx',
  './Withdraw': './src/pages/Withdraw.tsx',
  './WithdrawFiat': './src/pages/WithdrawFiat.tsx',
  './WithdrawBankCard': './src/pages/WithdrawBankCard.tsx',
  './WithdrawBankCardSubmit': './src/pages/WithdrawBankCardSubmit.tsx',
  './BankCardBind': './src/pages/BankCardBind.tsx',
  './CashWithdrawProgress': './src/pages/CashWithdrawProgress.tsx',
  './Transactions': './src/pages/Transactions.tsx',
};
