import nodemailer from 'nodemailer';
const mk=()=>nodemailer.createTransport({pool:true,maxConnections:2,host:'127.0.0.1',port:10587,secure:false,auth:{user:'t1@chancery.test',pass:'pw123456'},tls:{rejectUnauthorized:false}});
const batch=async(t)=>{const s=performance.now(); await Promise.all([1,2,3,4].map(i=>t.sendMail({from:'t1@chancery.test',to:'t2@chancery.test',subject:'x'+i,text:'hello '+i}))); return performance.now()-s;};
for(let r=0;r<5;r++){ const t=mk(); const a=await batch(t); const b=await batch(t); t.close();
 const t2=mk(); const s=performance.now(); const v=await t2.verify().then(()=>performance.now()-s); t2.close();
 console.log('cold batch',a.toFixed(1),'warm batch',b.toFixed(1),'verify',v.toFixed(1)); }
